import type { ContentSettingsFigures } from './requests';

/**
 * The content service owns the business settings. Another service reads them
 * only through this read-only client over its own copy (kept by the
 * platform's settings mirror from content.settings.changed.v1 and
 * content.settings.current.v1); it never writes them.
 */
export interface ContentSettingsClient {
  /** The newest figures this service holds; null until an admin saved settings once. */
  current(): Readonly<ContentSettingsFigures> | null;
}
