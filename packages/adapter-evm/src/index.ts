// Filled by its issue; exports nothing yet.
export {}
