// Starts the local stack on loopback. Pieces are added here as they are built.
console.log(
  'The local stack has no pieces yet: packages build, and the demo arrives with its issue.',
)
