"""What tools did and may do: the operation ledger that runs each confirmed call once, the
standing permissions (grants and narrow rules), calls parked for an answer, the receipts that
let a file change be undone, and the activity read from all of them."""
