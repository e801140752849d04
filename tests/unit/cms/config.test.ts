import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { cmsCollections } from '@/lib/cms/collections';
import { collectionFields, decapConfig } from '@/lib/cms/config';
import { CMS_LOCAL_SERVER_PORT } from '@/lib/cms/local-server';
import { fieldOf, jsonSchemaOf, labelOf, type DecapField, type JsonSchema } from '@/lib/cms/fields';

/** Every field path of a JSON Schema object: "title", "salary.min", "results[].label". */
function schemaPaths(schema: JsonSchema, prefix = ''): string[] {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.every((variant) => variant.type === 'object'))
    return [...new Set(variants.flatMap((variant) => schemaPaths(variant, prefix)))];
  if (schema.type === 'array' && (schema.items?.type === 'object' || schema.items?.oneOf))
    return schemaPaths(schema.items!, `${prefix}[]`);
  if (schema.type !== 'object' || !schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const path = prefix ? `${prefix.replace(/\[\]$/, '[]')}${prefix.endsWith('[]') ? '.' : '.'}${name}` : name;
    return [path, ...schemaPaths(property, path)];
  });
}

function fieldPaths(fields: DecapField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const inner = field.fields ? fieldPaths(field.fields, field.widget === 'list' ? `${path}[]` : path) : [];
    return [path, ...inner];
  });
}

describe("the editor's fields are the schemas' fields", () => {
  it.each(cmsCollections.map((collection) => [collection.name, collection]))(
    '%s: every schema field has an editor field and every editor field a schema field',
    (_name, collection) => {
      const left = Object.keys(collection.notInEditor ?? {});
      const fromSchema = schemaPaths(jsonSchemaOf(collection.schema)).filter(
        (path) => !left.some((name) => path === name || path.startsWith(`${name}.`)),
      );
      const fromEditor = fieldPaths(collectionFields(collection)).filter((path) => path !== 'body');
      expect(fromEditor.sort()).toEqual(fromSchema.sort());
      for (const name of left) expect(Object.keys(jsonSchemaOf(collection.schema).properties ?? {})).toContain(name);
    },
  );

  it('writes a required field as required and an optional one as optional', () => {
    const fields = collectionFields(cmsCollections.find((collection) => collection.name === 'release-notes')!);
    expect(fields.find((field) => field.name === 'summary')).not.toHaveProperty('required');
    expect(fields.find((field) => field.name === 'visual')).toMatchObject({ required: false });
  });

  it("offers a schema's choices as a select, so a choice added to an enum appears in the editor", () => {
    const vendors = collectionFields(cmsCollections.find((collection) => collection.name === 'vendors')!);
    const category = vendors.find((field) => field.name === 'category')!;
    expect(category.widget).toBe('select');
    expect(category.options).toEqual(expect.arrayContaining(['Furniture', 'Marketplaces', 'Adult']));
    const grown = fieldOf('category', jsonSchemaOf(z.enum(['Furniture', 'Garden'])), true);
    expect(grown.options).toEqual(['Furniture', 'Garden']);
  });

  it('a field added to a schema appears in the editor with the widget its type asks for', () => {
    const schema = jsonSchemaOf(
      z.object({
        headline: z.string().min(1),
        story: z.string().min(40),
        rating: z.number().int().min(1).max(5),
        featured: z.boolean().optional(),
        posted: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        tags: z.array(z.string().min(2)).min(1).max(4),
      }),
    );
    const fields = Object.entries(schema.properties!).map(([name, property]) =>
      fieldOf(name, property, schema.required!.includes(name)),
    );
    expect(fields).toEqual([
      { name: 'headline', label: 'Headline', widget: 'string' },
      expect.objectContaining({
        name: 'story',
        widget: 'text',
        pattern: ['^[\\s\\S]{40,}$', 'Write at least 40 characters.'],
      }),
      { name: 'rating', label: 'Rating', widget: 'number', value_type: 'int', min: 1, max: 5 },
      { name: 'featured', label: 'Featured', widget: 'boolean', required: false },
      expect.objectContaining({ name: 'posted', widget: 'datetime', format: 'YYYY-MM-DD', time_format: false }),
      expect.objectContaining({
        name: 'tags',
        widget: 'list',
        min: 1,
        max: 4,
        field: expect.objectContaining({ widget: 'string' }),
      }),
    ]);
  });

  it('refuses a shape the editor cannot edit, naming the field', () => {
    expect(() => fieldOf('samples', jsonSchemaOf(z.record(z.string(), z.string())), true)).toThrow(/"samples"/);
  });

  it('labels fields the way an editor reads them', () => {
    expect(labelOf('firstMonths')).toBe('First months');
    expect(labelOf('validThrough')).toBe('Valid through');
    expect(labelOf('API')).toBe('API');
  });
});

describe('the configuration', () => {
  it('edits the working tree through the local server unless a GitHub repository is named', () => {
    expect(decapConfig().backend).toMatchObject({ name: 'proxy' });
    expect(decapConfig({ githubRepo: 'linkwell/site', authUrl: 'https://auth.example.org' }).backend).toEqual({
      name: 'github',
      repo: 'linkwell/site',
      branch: 'main',
      base_url: 'https://auth.example.org',
    });
    expect(decapConfig({ githubRepo: 'a/b', editorialWorkflow: true })).toMatchObject({
      publish_mode: 'editorial_workflow',
    });
  });

  it('lists release notes newest first, articles by category and order, vendors by category', () => {
    const byName = Object.fromEntries(decapConfig().collections.map((collection) => [collection.name, collection]));
    expect(byName['release-notes']!.sortable_fields).toEqual([{ field: 'date', default_sort: 'desc' }]);
    expect(byName.docs!.sortable_fields).toEqual([{ field: 'category', default_sort: 'asc' }, 'order']);
    expect(byName.vendors!.view_groups).toEqual([{ label: 'Category', field: 'category' }]);
  });

  it.each(
    cmsCollections.filter((collection) => collection.pageFile).map((collection) => [collection.name, collection]),
  )("%s: the folder's page file is kept out of the entries, and every entry is in", (_name, collection) => {
    const { file, entryField } = collection.pageFile!;
    const config = decapConfig().collections.find((candidate) => candidate.name === collection.name)!;
    expect(config).toHaveProperty('filter', { field: entryField, pattern: '\\S' });
    expect(jsonSchemaOf(collection.schema).required).toContain(entryField);
    const folder = path.join(process.cwd(), collection.folder);
    for (const name of fs.readdirSync(folder).filter((entry) => entry.endsWith('.md'))) {
      const value = matter(fs.readFileSync(path.join(folder, name), 'utf8')).data[entryField];
      const shown = typeof value === 'string' ? new RegExp(config.filter!.pattern).test(value) : value !== undefined;
      expect([name, shown]).toEqual([name, name !== `${file}.md`]);
    }
  });
});

test('npm run cms starts the local server on the port the editor looks for', () => {
  const script = fs.readFileSync(path.join(process.cwd(), 'scripts', 'cms.mjs'), 'utf8');
  expect(script).toContain(`const editorPort = ${CMS_LOCAL_SERVER_PORT};`);
  expect(decapConfig().local_backend.url).toBe(`http://127.0.0.1:${CMS_LOCAL_SERVER_PORT}/api/v1`);
});
