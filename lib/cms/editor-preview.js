/**
 * The editor's previews (served as /admin/preview.js after Decap CMS, see app/admin/preview.js):
 * an entry set in the site's own stylesheet and type, the way its page shows it. Decap provides
 * `CMS`, `h` (React's createElement) and `createClass` as globals; this file runs only at /admin.
 * `window.linkwellContentValues` (written before it) fills the `{{price.basic.monthly}}` kind of
 * placeholder as the build does, and `window.linkwellReleaseSections` names a release's lists as
 * the release notes page does. Only classes the site already uses appear here: app/globals.css
 * keeps lib/cms out of Tailwind's sources, so the editor never changes a visitor's stylesheet.
 */
(function registerPreviews() {
  var CMS = window.CMS;
  var h = window.h;
  var createClass = window.createClass;
  var values = window.linkwellContentValues || {};

  // The site's stylesheet, whatever its build hash: the one the home page links; and the class of
  // its <html>, which carries the typeface's variables (next/font).
  var pageClass = '';
  fetch('/', { cache: 'no-store' })
    .then(function (response) {
      return response.text();
    })
    .then(function (html) {
      var page = new DOMParser().parseFromString(html, 'text/html');
      pageClass = page.documentElement.className;
      page.querySelectorAll('link[rel="stylesheet"]').forEach(function (link) {
        var href = link.getAttribute('href');
        if (href && href.charAt(0) === '/' && href.charAt(1) !== '/') CMS.registerPreviewStyle(href);
      });
    })
    .catch(function () {
      /* The preview keeps Decap's own look. */
    });

  /** Fills each {{name}} in the text nodes under `root` with its value, as the build does. */
  function fillPlaceholders(root) {
    if (!root) return;
    var walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      var text = node.nodeValue;
      if (text.indexOf('{{') === -1) continue;
      node.nodeValue = text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, function (placeholder, name) {
        return Object.prototype.hasOwnProperty.call(values, name) ? values[name] : placeholder;
      });
    }
  }

  /** A preview component: `render(props)` gives the page's elements, placeholders filled after each render. */
  function preview(render) {
    return createClass({
      componentDidMount: function () {
        this.settle();
      },
      componentDidUpdate: function () {
        this.settle();
      },
      settle: function () {
        // The typeface's variables live on <html>, where the stylesheet's --font-sans reads them.
        if (this.root && pageClass) this.root.ownerDocument.documentElement.className = pageClass;
        fillPlaceholders(this.root);
      },
      // createClass binds its methods to the instance.
      setRoot: function (element) {
        this.root = element;
      },
      render: function () {
        return h(
          'main',
          {
            className: 'bg-surface text-ink',
            style: { padding: '2.5rem 2rem', maxWidth: '48rem', margin: '0 auto' },
            ref: this.setRoot,
          },
          render(this.props),
        );
      },
    });
  }

  var field = function (entry, name) {
    return entry.getIn(['data', name]);
  };
  var list = function (entry, name) {
    var items = field(entry, name);
    return items && items.toJS ? items.toJS() : [];
  };
  var heading = function (text) {
    return h('h1', { className: 'text-3xl font-bold tracking-tight text-ink text-balance' }, text);
  };
  var lead = function (text) {
    return h('p', { className: 'mt-3 text-lg text-ink-muted' }, text);
  };
  var bullets = function (title, items) {
    return items.length
      ? h(
          'section',
          { className: 'prose mt-8' },
          h('h2', null, title),
          h(
            'ul',
            null,
            items.map(function (item, index) {
              return h('li', { key: index }, item);
            }),
          ),
        )
      : null;
  };

  CMS.registerPreviewTemplate(
    'docs',
    preview(function (props) {
      return [
        heading(field(props.entry, 'title')),
        lead(field(props.entry, 'description')),
        h('div', { key: 'body', className: 'prose mt-8' }, props.widgetFor('body')),
      ];
    }),
  );

  CMS.registerPreviewTemplate(
    'release-notes',
    preview(function (props) {
      var entry = props.entry;
      return [
        h('p', { key: 'date', className: 'text-sm font-semibold text-brand-700' }, field(entry, 'date')),
        heading('Version ' + (field(entry, 'version') || '')),
        lead(field(entry, 'summary')),
      ].concat(
        (window.linkwellReleaseSections || []).map(function (section) {
          return bullets(section[0], list(entry, section[1]));
        }),
      );
    }),
  );

  CMS.registerPreviewTemplate(
    'positions',
    preview(function (props) {
      var entry = props.entry;
      return [
        h(
          'p',
          { key: 'meta', className: 'text-sm font-semibold text-brand-700' },
          [field(entry, 'department'), field(entry, 'location')].filter(Boolean).join(' · '),
        ),
        heading(field(entry, 'title')),
        lead(field(entry, 'description')),
        h('div', { key: 'body', className: 'prose mt-8' }, props.widgetFor('body')),
        bullets('Responsibilities', list(entry, 'responsibilities')),
        bullets('Qualifications', list(entry, 'qualifications')),
      ];
    }),
  );

  CMS.registerPreviewTemplate(
    'faq',
    preview(function (props) {
      var entry = props.entry;
      var items = props.widgetsFor('items');
      return [
        heading(field(entry, 'category')),
        lead(field(entry, 'description')),
        h(
          'dl',
          { key: 'items', className: 'mt-8' },
          (items && items.map ? items : []).map(function (item, index) {
            return h(
              'div',
              { key: index, className: 'border-t border-line py-5' },
              h('dt', { className: 'font-semibold text-ink' }, item.getIn(['data', 'question'])),
              h('dd', { className: 'prose mt-2' }, item.getIn(['widgets', 'answer'])),
            );
          }),
        ),
      ];
    }),
  );

  // Vendors' and case studies' bodies in the same prose.
  ['vendors', 'case-studies', 'legal'].forEach(function (name) {
    CMS.registerPreviewTemplate(
      name,
      preview(function (props) {
        var entry = props.entry;
        return [
          heading(field(entry, 'name') || field(entry, 'title')),
          lead(field(entry, 'description') || field(entry, 'summary')),
          h('div', { key: 'body', className: 'prose mt-8' }, props.widgetFor('body')),
        ];
      }),
    );
  });
})();
