/**
 * What a known device signs to log in without a code (issue 32): the server's one-use challenge,
 * bound to the device key's id, the e-mail and the device. Shared by the frame and the server.
 */
export function knownDeviceMessage(fields: {
  keyId: string
  email: string
  deviceId: string
  challenge: string
}): string {
  return [
    'Latchkey known device login v1',
    `key: ${fields.keyId}`,
    `email: ${fields.email}`,
    `device: ${fields.deviceId}`,
    `challenge: ${fields.challenge}`,
  ].join('\n')
}
