from zombie_table.cli import main

raise SystemExit(main())
