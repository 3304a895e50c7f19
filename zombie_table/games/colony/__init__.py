"""Colony: a semi-cooperative siege with secret objectives and a possible traitor, on the kernel."""
