/** Where uploaded files live. Keys look like `logos/3f2c….webp`; URLs are what clients load. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<string>
  remove(url: string): Promise<void>
}
