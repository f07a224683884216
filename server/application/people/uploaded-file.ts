/** A file received by a multipart route (transport/http/uploads.ts), before its content is checked. */
export interface UploadedFile { buffer: Buffer; size: number }
