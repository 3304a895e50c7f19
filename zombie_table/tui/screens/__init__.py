"""The screens of the TUI: one module per mode."""
