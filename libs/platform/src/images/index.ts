/**
 * Uploaded images (deposit screenshots, login backgrounds): format by magic
 * number, polyglot checks, a pixel cap and metadata-free re-encoding. A
 * subpath of its own (`@nova/platform/images`) so only services that take
 * uploads load the native image library.
 */
export { containsMarkup, imageContentTypes, pngHasTrailingData, sniffImageFormat, type ImageFormat } from './image-bytes';
export { DEFAULT_MAX_IMAGE_PIXELS, notAnImage, reencodeImage, type CleanImage, type ImageRules } from './reencode';
