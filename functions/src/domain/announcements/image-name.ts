import { randomBytes } from 'node:crypto';

/** The public path the images are served from, without a token (docs/decisions/051). */
export const ANNOUNCEMENT_IMAGES_PATH = '/api/announcement-images';

/** An image's public name: 128 random bits and the extension its content was recognised as. */
export const IMAGE_NAME = /^[A-Za-z0-9_-]{22}\.(png|jpg|jpeg)$/;

/** A fresh unguessable name for an image recognised as `extension` (png or jpg). */
export function newImageName(extension: string): string {
  return `${randomBytes(16).toString('base64url')}.${extension}`;
}

/** Where the image lies in the BlobStore: outside every company's prefix, the platform's. */
export const imageBlobKey = (name: string) => `announcements/${name}`;

export const announcementImageUrl = (name: string) => `${ANNOUNCEMENT_IMAGES_PATH}/${name}`;
