"""The games zombie_table plays, each a package on the kernel: `tilezone` is the tile-and-zone family."""
