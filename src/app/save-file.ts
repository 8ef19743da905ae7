/**
 * Save text as a downloaded file (the usage report CSV; a list export, given as its chunks so the
 * whole file is never one string): a Blob URL clicked once, then revoked.
 */
export const saveTextFile = (fileName: string, text: string | ReadonlyArray<string>, type = 'text/csv;charset=utf-8'): void => {
  const url = URL.createObjectURL(new Blob(typeof text === 'string' ? [text] : [...text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
