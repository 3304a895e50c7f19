"""The Textual interface: `app.run_app` opens the main menu or a game."""
