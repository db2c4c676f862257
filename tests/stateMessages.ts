/**
 * State carries codes and parameters, never English (issue 34): code below the ui may not render
 * a catalogue text (`errorMessage(…)`, `errorMessageOf(…)`), nor hand the toast a string.
 * Returns `path:line: text` for each offending line.
 */
export function findRenderedMessages(files: { path: string; text: string }[]): string[] {
  const found: string[] = []
  for (const { path, text } of files)
    text.split('\n').forEach((line, i) => {
      const code = line.replace(/\/\/.*$/, '')
      if (
        /\berrorMessage(Of)?\(/.test(code) ||
        /\.show(Error|Success|Loading)\(\s*['"`]/.test(code)
      )
        found.push(`${path}:${i + 1}: ${line.trim()}`)
    })
  return found
}
