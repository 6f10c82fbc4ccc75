import { createService, type ServiceInstance, type ServiceOptions } from '@nova/platform';
import type { ContentConfig } from './config';
import type { ContentDeps } from './deps';
import contentService from './service';

export { contentService };
export { contentConfigSchema, loadContentConfig, type ContentConfig } from './config';
export type { ContentDeps } from './deps';
export { defaultSettings, themes, type Settings } from './settings-model';

export type ContentService = ServiceInstance<ContentDeps>;
export const createContentService = (options: ServiceOptions<ContentConfig>): ContentService => createService(contentService, options);
