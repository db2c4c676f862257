// Filled by its issue.
export {}
