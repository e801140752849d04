/**
 * Decap CMS's configuration (https://decapcms.org/docs/configuration-options/), written by the build
 * to out/admin/config.yml from lib/cms/collections.ts. JSON is YAML, so no serializer is needed.
 */
import { cmsCollections, type CmsCollection } from './collections';
import { jsonSchemaOf, objectFields, type DecapField } from './fields';
import { CMS_LOCAL_SERVER_PORT } from './local-server';

/** Where the editor commits. Without a repository it edits the working tree through `npm run cms`. */
export type CmsBackendSettings = {
  /** "owner/name" on GitHub (CMS_GITHUB_REPO). */
  githubRepo?: string;
  /** The branch edits land on (CMS_GITHUB_BRANCH, default main). */
  branch?: string;
  /** The OAuth provider that signs editors in with GitHub (CMS_AUTH_URL). */
  authUrl?: string;
  /** Drafts as pull requests (CMS_EDITORIAL_WORKFLOW=1). */
  editorialWorkflow?: boolean;
};

/** The fields of one collection: the schema's, less those it keeps out of the editor, and the body. */
export function collectionFields(collection: CmsCollection): DecapField[] {
  const schema = jsonSchemaOf(collection.schema);
  const left = new Set(Object.keys(collection.notInEditor ?? {}));
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => !left.has(name)));
  const fields = objectFields({ ...schema, properties });
  return collection.body ? [...fields, { name: 'body', label: 'Body', widget: 'markdown' }] : fields;
}

/** Entries are the files with a value in the collection's `pageFile.entryField`. */
const entryFilter = ({ pageFile }: CmsCollection) =>
  pageFile ? { filter: { field: pageFile.entryField, pattern: '\\S' } } : {};

export function decapConfig(settings: CmsBackendSettings = {}) {
  const backend = settings.githubRepo
    ? {
        name: 'github',
        repo: settings.githubRepo,
        branch: settings.branch ?? 'main',
        ...(settings.authUrl ? { base_url: settings.authUrl } : {}),
      }
    : { name: 'proxy', proxy_url: `http://127.0.0.1:${CMS_LOCAL_SERVER_PORT}/api/v1`, branch: 'main' };
  return {
    backend,
    // On localhost, with `npm run cms` running, edits go to the working tree whatever the backend.
    local_backend: { url: `http://127.0.0.1:${CMS_LOCAL_SERVER_PORT}/api/v1` },
    ...(settings.editorialWorkflow ? { publish_mode: 'editorial_workflow' } : {}),
    media_folder: 'content/media',
    public_folder: '/media',
    site_url: '/',
    display_url: '/',
    collections: cmsCollections.map((collection) => ({
      name: collection.name,
      label: collection.label,
      label_singular: collection.labelSingular,
      folder: collection.folder,
      extension: 'md',
      format: 'frontmatter',
      create: true,
      slug: collection.slug,
      summary: collection.summary,
      // The first is the list's order when it opens.
      sortable_fields: collection.sortBy.map((sort, index) =>
        index === 0
          ? { field: sort.field, default_sort: sort.direction === 'Descending' ? 'desc' : 'asc' }
          : sort.field,
      ),
      ...(collection.groupBy
        ? { view_groups: [{ label: labelOfGroup(collection.groupBy), field: collection.groupBy }] }
        : {}),
      ...entryFilter(collection),
      fields: collectionFields(collection),
    })),
  };
}

const labelOfGroup = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);
