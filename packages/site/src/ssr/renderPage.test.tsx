import '@testing-library/jest-dom/vitest';
import { ART_KINDS } from '@portfolio/contracts/art';
import type { DeviceClass, PageData } from '@portfolio/contracts/pageData';
import { within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paragraphs } from '../domain/paragraphs';
import { aboutConfigFixture } from '../mocks/aboutMocks';
import { artFixture } from '../mocks/artMocks';
import { homeConfigFixture } from '../mocks/homeMocks';
import { MEDIA_DIAGRAM, MEDIA_PHOTO } from '../mocks/mediaMocks';
import { mediaProjectFixture, projectsFixture, projectsWithMediaFixture } from '../mocks/projectsMocks';
import { markdownPostFixture, mediaPostFixture } from '../mocks/writingMocks';
import { TERMINAL_NEEDS_SCRIPT } from '../screens/shared/NoScript/NoScript';
import { fixturePageData, renderOnServer, serverMarkup } from '../testing/serverPage';
import { ready } from './renderPage';

/** The host the request named: the prompts show it (not the test window's `localhost`). */
const HOST = 'riley.example';

/** The server's HTML for `url`, with the stories' data, as a reader without JavaScript gets it. */
function serverPage(url: string, device: DeviceClass = 'desktop', data: PageData = fixturePageData(url, device, HOST)) {
  return within(serverMarkup(url, data));
}

type Page = ReturnType<typeof serverPage>;
const prompts = (page: Page) => page.getAllByTestId('prompt').map((prompt) => prompt.textContent);
const hrefOf = (page: Page, name: string) => page.getByRole('link', { name }).getAttribute('href');

beforeAll(() => ready);

describe('renderPage: the home', () => {
  it('on a desktop: the terminal, with the sections as links for a reader without JavaScript', () => {
    const page = serverPage('/');
    expect(page.getByRole('heading', { level: 1, name: 'Riley Chen — portfolio terminal' })).toBeTruthy();
    expect(prompts(page)).toEqual([`portfolio@${HOST}:~$`, `portfolio@${HOST}:~$`]);
    expect(page.getByText(TERMINAL_NEEDS_SCRIPT)).toBeTruthy();
    const sections = within(page.getByRole('list', { name: 'Sections' }));
    expect(sections.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['projects/', '/projects'],
      ['art/', '/art'],
      ['writing/', '/writing'],
      ['about/', '/about'],
    ]);
    expect(sections.getByText('readme.txt')).toBeTruthy();
    const elsewhere = within(page.getByRole('navigation', { name: 'Elsewhere' }));
    expect(elsewhere.getByRole('link', { name: /^github/ })).toHaveAttribute('href', homeConfigFixture.githubUrl);
    expect(elsewhere.getByRole('link', { name: /^linkedin/ })).toHaveAttribute('href', homeConfigFixture.linkedinUrl);
    expect(elsewhere.getByRole('link', { name: 'email' })).toHaveAttribute('href', homeConfigFixture.emailLink);
    expect(elsewhere.getByRole('link', { name: /^spotify/ })).toHaveAttribute('href', homeConfigFixture.spotifyUrl);
    expect(page.getByRole('textbox', { name: 'Command' })).toHaveAttribute('placeholder', "type 'help' for commands or 'quickview' to leave the experience");
    // The splash's first frame, shown only while the page's inline script marks a first visit.
    expect(page.getByTestId('splash-first-frame')).toBeTruthy();
  });

  it('on a phone: the menu, which needs no JavaScript, and no terminal', () => {
    const page = serverPage('/', 'phone');
    expect(page.getByRole('heading', { level: 1, name: 'Riley Chen' })).toBeTruthy();
    expect(page.getByText('Computer Engineering Student')).toBeTruthy();
    expect(prompts(page)).toEqual([`portfolio@${HOST}:~$`]);
    const menu = within(page.getByRole('navigation', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(menu.getByRole('link', { name: 'Quick Overview' })).toHaveAttribute('href', '/about/quickview');
    expect(menu.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', homeConfigFixture.emailLink);
    const social = within(page.getByRole('list', { name: 'Social links' }));
    expect(social.getByRole('link', { name: /^GitHub/ })).toHaveAttribute('href', homeConfigFixture.githubUrl);
    expect(social.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute('href', homeConfigFixture.linkedinUrl);
    expect(social.getByRole('link', { name: /^Spotify/ })).toHaveAttribute('href', homeConfigFixture.spotifyUrl);
    expect(page.getByRole('heading', { level: 2, name: 'Mobile Note' })).toBeTruthy();
    expect(page.getByText('Open this site on a computer to browse these sections:')).toBeTruthy();
    expect(page.queryByRole('textbox', { name: 'Command' })).toBeNull();
    expect(page.queryByText(TERMINAL_NEEDS_SCRIPT)).toBeNull();
  });
});

describe('renderPage: about and the quick overview', () => {
  it('on a desktop: every file as cat prints it, links as links', () => {
    const page = serverPage('/about');
    expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeTruthy();
    expect(page.getByText(TERMINAL_NEEDS_SCRIPT)).toBeTruthy();
    expect(prompts(page)).toEqual([`portfolio@${HOST}:~/about$`]);
    expect(page.getByText("Type 'ls' to list the files and 'cat <file>' to read one.")).toBeTruthy();

    const about = within(page.getByRole('region', { name: 'about.txt' }));
    expect(about.getByText('$ cat about.txt')).toBeTruthy();
    for (const paragraph of paragraphs(aboutConfigFixture.profileText)) expect(about.getByText(paragraph)).toBeTruthy();
    const skills = within(page.getByRole('region', { name: 'skills.json' }));
    expect(skills.getByText('Languages: C, Rust, TypeScript')).toBeTruthy();
    expect(skills.getByText('Tools: versionControl: Git | ci: GitHub Actions')).toBeTruthy();
    const contact = within(page.getByRole('region', { name: 'contact.txt' }));
    expect(contact.getByRole('link', { name: 'riley.chen@example.com' })).toHaveAttribute('href', aboutConfigFixture.emailLink);
    expect(contact.getByRole('link', { name: aboutConfigFixture.linkedinUrl })).toHaveAttribute('href', aboutConfigFixture.linkedinUrl);
    expect(contact.getByRole('link', { name: aboutConfigFixture.githubUrl })).toHaveAttribute('href', aboutConfigFixture.githubUrl);
    const resume = within(page.getByRole('region', { name: 'resume.pdf' }));
    expect(resume.getByText('Riley Chen — Computer Engineering, B.Eng. expected 2027')).toBeTruthy();
    expect(resume.getByRole('link', { name: '/files/riley-chen-resume.pdf' })).toHaveAttribute('href', '/files/riley-chen-resume.pdf');
  });

  it('on a phone: the file list with about.txt open, and the page buttons as links', () => {
    const page = serverPage('/about', 'phone');
    expect(page.getByRole('heading', { level: 1, name: '~/about' })).toBeTruthy();
    const files = within(page.getByRole('list', { name: 'Files' }));
    expect(files.getAllByRole('button').map((file) => [file.textContent, file.getAttribute('aria-pressed')])).toEqual([
      ['about.txt', 'true'],
      ['skills.json', 'false'],
      ['contact.txt', 'false'],
      ['resume.pdf', 'false'],
    ]);
    const open = within(page.getByRole('region', { name: 'About Me' }));
    for (const paragraph of paragraphs(aboutConfigFixture.profileText)) expect(open.getByText(paragraph)).toBeTruthy();
    const actions = within(page.getByRole('navigation', { name: 'About page' }));
    expect(actions.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Quick Overview', '/about/quickview?from=about'],
      ['Send Email', aboutConfigFixture.emailLink],
      ['Download Resume', aboutConfigFixture.resumeDownloadLink],
      ['Back', '/'],
    ]);
    expect(page.queryByRole('textbox', { name: 'Command' })).toBeNull();
    expect(page.queryByText(TERMINAL_NEEDS_SCRIPT)).toBeNull();
  });

  it('the quick overview: the whole overview, and Back to where it was opened from', () => {
    const page = serverPage('/about/quickview');
    expect(hrefOf(page, 'Back')).toBe('/about');
    expect(page.getByRole('heading', { level: 1, name: 'Riley Chen' })).toBeTruthy();
    expect(page.getByText(aboutConfigFixture.quickviewTagline)).toBeTruthy();
    expect(page.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'About',
      'Current Focus',
      'Skills',
      'Recent Experience',
      'Contact',
    ]);
    for (const line of [...aboutConfigFixture.currentFocus, ...aboutConfigFixture.recentExperiences]) expect(page.getByText(line)).toBeTruthy();
    expect(page.getByText('Languages').nextElementSibling).toHaveTextContent('C, Rust, TypeScript');
    expect(hrefOf(page, 'Email')).toBe(aboutConfigFixture.emailLink);
    expect(hrefOf(page, 'GitHub')).toBe(aboutConfigFixture.githubUrl);
    expect(hrefOf(page, 'Resume')).toBe(aboutConfigFixture.resumeDownloadLink);
    expect(page.queryByText(TERMINAL_NEEDS_SCRIPT)).toBeNull();

    expect(hrefOf(serverPage('/about/quickview?from=home'), 'Back')).toBe('/');
  });
});

describe('renderPage: projects', () => {
  it('the list: "Found N projects", each a link to its page with its type and status', () => {
    const page = serverPage('/projects');
    expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(page.getByText(TERMINAL_NEEDS_SCRIPT)).toBeTruthy();
    expect(prompts(page)).toEqual([`portfolio@${HOST}:~/projects$`, `portfolio@${HOST}:~/projects$`]);
    expect(page.getByText(`Found ${projectsFixture.length} projects`)).toBeTruthy();
    const rows = within(page.getByRole('list', { name: 'Projects' })).getAllByRole('listitem');
    expect(rows.map((row) => [row.textContent, within(row).getByRole('link').getAttribute('href')])).toEqual([
      ['├── Pocket Oscilloscope.project  hardware · completed', '/projects/pocket-oscilloscope'],
      ['├── Smart Greenhouse Controller.project  hardware · in-progress', '/projects/smart-greenhouse-controller'],
      ['└── Campus Transit Tracker.project  software · planned', '/projects/campus-transit-tracker'],
    ]);
  });

  it.each(projectsFixture)('$id: the whole project, with its gallery, description, technologies and links', (project) => {
    const page = serverPage(`/projects/${project.id}`);
    expect(page.getByText(`~/projects/${project.id}`)).toBeTruthy();
    expect(hrefOf(page, 'Close')).toBe('/projects');
    expect(page.getByRole('heading', { level: 1, name: project.title })).toBeTruthy();
    expect(page.getByText(project.status.toUpperCase())).toBeTruthy();
    expect(page.getByText(project.type)).toBeTruthy();
    expect(page.getByText(project.date)).toHaveAttribute('datetime', project.date);
    const images = page.queryAllByRole('img');
    expect(images.map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual(
      project.images.map((src, index) => [`${project.title}, image ${index + 1} of ${project.images.length}`, src]),
    );
    expect(page.getByRole('heading', { level: 2, name: 'Description' })).toBeTruthy();
    for (const paragraph of paragraphs(project.description)) expect(page.getByText(paragraph)).toBeTruthy();
    for (const tag of project.tech) expect(page.getByText(tag, { selector: 'li' })).toBeTruthy();
    expect(page.queryByRole('link', { name: 'View on GitHub' })?.getAttribute('href') ?? null).toBe(project.github);
    expect(page.queryByRole('link', { name: 'Live Demo' })?.getAttribute('href') ?? null).toBe(project.demo);
    expect(hrefOf(page, 'Back to Projects')).toBe('/projects');
    // No loading line: the only status is the description's live region (for "Copied"), empty.
    expect(page.queryByRole('status')?.textContent ?? '').toBe('');
    expect(page.queryByText(TERMINAL_NEEDS_SCRIPT)).toBeNull();
  });

  it('a project of uploaded images: each a picture of every width and format, its size known, the first loaded first', () => {
    const url = `/projects/${mediaProjectFixture.id}`;
    const page = serverPage(url, 'phone', { ...fixturePageData(url, 'phone', HOST), projects: projectsWithMediaFixture });
    const images = within(page.getByRole('list', { name: 'Gallery' })).getAllByRole('img');
    expect(images.map((image) => [image.getAttribute('alt'), image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')])).toEqual([
      ['The finished supply on the bench, its display reading 12.00 V', MEDIA_PHOTO, '2400', '1600'],
      ['Bench Power Supply, image 2 of 3', MEDIA_DIAGRAM, '1200', '900'],
      ['Bench Power Supply, image 3 of 3', mediaProjectFixture.images[2], '640', '480'],
    ]);
    expect(images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority'), image.getAttribute('decoding')])).toEqual([
      ['eager', 'high', 'async'],
      ['lazy', null, 'async'],
      ['lazy', null, 'async'],
    ]);
    for (const image of images) {
      const picture = image.parentElement;
      expect(picture?.tagName).toBe('PICTURE');
      const sources = Array.from(picture?.querySelectorAll('source') ?? []);
      expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
      for (const candidate of [...sources, image]) {
        expect(candidate.getAttribute('srcset')).toMatch(/^\/media\/\S+ 480w, /);
        expect(candidate.getAttribute('sizes')).toBe(images[0]?.getAttribute('sizes'));
      }
    }
    expect(images[0]?.getAttribute('sizes')).toMatch(/^\(max-width: 681px\) calc\(50vw - 1\.375rem\)/);
  });

  it('an unknown project: "Project not found", and the way back', () => {
    const page = serverPage('/projects/no-such-project');
    expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeTruthy();
    expect(page.getByText('~/projects/no-such-project')).toBeTruthy();
    expect(hrefOf(page, 'Back to Projects')).toBe('/projects');
    expect(page.queryByRole('status')).toBeNull();
  });
});

describe('renderPage: art and writing', () => {
  it('art: each category with its items, as ls lists them', () => {
    const page = serverPage('/art');
    expect(page.getByRole('heading', { level: 1, name: 'Art' })).toBeTruthy();
    expect(page.getByText(TERMINAL_NEEDS_SCRIPT)).toBeTruthy();
    expect(prompts(page)).toEqual([`portfolio@${HOST}:~/art$`]);
    for (const kind of ART_KINDS) {
      const category = within(page.getByRole('region', { name: kind }));
      expect(category.getByText(`${kind}/`)).toBeTruthy();
      const items = category.queryAllByRole('listitem').map((item) => item.textContent);
      expect(items).toHaveLength(artFixture[kind].items.length);
      // An empty category says so, as `ls` does.
      if (items.length === 0) expect(category.getByText('No files found')).toBeTruthy();
      artFixture[kind].items.forEach(({ title, creator }, index) => expect(items[index]).toContain(`${title} — ${creator} (`));
    }
    // The date is a <time> of its own (hydration reads it back as written: domain/localDate.ts).
    const lines = page.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toContainEqual(expect.stringContaining('In Rainbows — Radiohead (Jan 18, 2026)'));
    expect(lines).toContainEqual(expect.stringContaining('Arrival — Denis Villeneuve (Jan 6, 2026)'));
    expect(page.getByText('Jan 18, 2026').tagName).toBe('TIME');
  });

  it('art: each category\'s current cover, as the panel cd opens shows it, for a reader without JavaScript', () => {
    const art = { ...artFixture, books: { ...artFixture.books, currentCover: MEDIA_PHOTO } };
    const page = serverPage('/art', 'desktop', { ...fixturePageData('/art', 'desktop', HOST), art });
    for (const kind of ART_KINDS) {
      const cover = within(page.getByRole('region', { name: kind })).queryByRole('img', { name: `Current ${kind} cover` });
      expect(cover?.getAttribute('src') ?? null, kind).toBe(art[kind].currentCover);
      // Hidden where scripts run, so never fetched there.
      expect(cover?.getAttribute('loading') ?? 'lazy', kind).toBe('lazy');
    }
    expect(page.getByRole('img', { name: 'Current books cover' }).parentElement?.tagName).toBe('PICTURE');
  });

  it('writing: "Found N posts", newest first, each a link with its date in the page\'s locale', () => {
    const page = serverPage('/writing');
    expect(page.getByRole('heading', { level: 1, name: 'Writing' })).toBeTruthy();
    expect(page.getByText(TERMINAL_NEEDS_SCRIPT)).toBeTruthy();
    expect(prompts(page)).toEqual([`portfolio@${HOST}:~/writing$`]);
    const posts = within(page.getByRole('region', { name: 'Found 3 posts' }));
    expect(posts.getAllByRole('listitem').map((row) => [within(row).getByRole('link').textContent, within(row).getByRole('link').getAttribute('href'), row.querySelector('time')?.textContent])).toEqual([
      ['debugging-a-brown-out.txt', '/writing/debugging-a-brown-out', 'Feb 15, 2026'],
      ['notes-on-learning-rust.txt', '/writing/notes-on-learning-rust', 'Dec 8, 2025'],
      ['why-i-keep-a-lab-notebook.txt', '/writing/why-i-keep-a-lab-notebook', 'Oct 19, 2025'],
    ]);

    const german = serverPage('/writing', 'desktop', fixturePageData('/writing', 'desktop', HOST, 'de-DE'));
    expect(german.getByText('15. Feb. 2026')).toHaveAttribute('datetime', '2026-02-15');
  });

  it('a post: its title, date, kind and Markdown, and the way back', () => {
    const page = serverPage(`/writing/${markdownPostFixture.slug}`);
    expect(hrefOf(page, 'cd ../')).toBe('/writing');
    expect(page.getByTestId('prompt').parentElement).toHaveTextContent(`portfolio@${HOST}:~/writing$ cat ${markdownPostFixture.slug}.md`);
    expect(page.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([markdownPostFixture.title]);
    expect(page.getByText('Dec 8, 2025')).toHaveAttribute('datetime', markdownPostFixture.date);
    expect(page.getByText(markdownPostFixture.kind)).toBeTruthy();
    expect(page.getByRole('heading', { level: 2, name: 'What helped' })).toBeTruthy();
    expect(page.getByText('The borrow checker is a code reviewer.')).toBeTruthy();
    expect(hrefOf(page, 'the Rust book')).toBe('https://doc.rust-lang.org/book/');
    expect(hrefOf(page, 'my projects')).toBe('/projects');
    expect(page.queryByRole('link', { name: 'a trap' })).toBeNull();
    expect(page.getByText(/<b>raw html stays text<\/b>/)).toBeTruthy();
    // No loading line: the only status is the post's live region (for "Copied"), empty.
    expect(page.queryByRole('status')?.textContent ?? '').toBe('');
    expect(page.getByText(/^\d+ min read$/)).toBeTruthy();
    expect(page.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(hrefOf(page, 'All posts')).toBe('/writing');
    expect(page.queryByText(TERMINAL_NEEDS_SCRIPT)).toBeNull();
  });

  it('a post with the owner\'s images: pictures sized to the column, loaded lazily; a link to one opens the file', () => {
    const url = `/writing/${mediaPostFixture.slug}`;
    const page = serverPage(url, 'desktop', { ...fixturePageData(url, 'desktop', HOST), post: { slug: mediaPostFixture.slug, post: mediaPostFixture } });
    const photo = page.getByRole('img', { name: 'The supply on the bench, reading 12.00 V' });
    expect(photo.parentElement?.tagName).toBe('PICTURE');
    expect(photo).toHaveAttribute('src', MEDIA_PHOTO);
    expect(photo).toHaveAttribute('title', 'On the bench');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '2400');
    expect(page.getByRole('img', { name: 'Block diagram of the tracking pre-regulator' }).parentElement?.tagName).toBe('PICTURE');
    expect(hrefOf(page, 'The full-size photo')).toBe(MEDIA_PHOTO);
    expect(page.getByRole('link', { name: 'The full-size photo' })).not.toHaveAttribute('data-discover');
  });

  it('a missing post: the post\'s not-found screen', () => {
    const page = serverPage('/writing/no-such-post');
    expect(page.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['404: Post not found']);
    expect(hrefOf(page, 'cd ../')).toBe('/writing');
    expect(page.queryByRole('status')).toBeNull();
  });
});

describe('renderPage: any other path', () => {
  it('is the 404 page: the shell\'s answer to cd, and a way home', () => {
    const page = serverPage('/no/such/page');
    expect(page.getByTestId('prompt').parentElement).toHaveTextContent(`portfolio@${HOST}:~$ cd /no/such/page`);
    expect(page.getByText('cd: /no/such/page: No such file or directory')).toBeTruthy();
    expect(page.getByRole('heading', { level: 1, name: '404: page not found' })).toBeTruthy();
    expect(hrefOf(page, 'cd ~')).toBe('/');
  });
});

describe('renderPage: one page at a time', () => {
  it('a screen without a phone layout is the same page on a phone', () => {
    for (const url of ['/about/quickview', '/projects', `/projects/${projectsFixture[0]?.id}`, '/art', '/writing', `/writing/${markdownPostFixture.slug}`, '/nope']) {
      expect(renderOnServer(url, fixturePageData(url, 'phone', HOST)), url).toBe(renderOnServer(url, fixturePageData(url, 'desktop', HOST)));
    }
  });

  it('takes its data back: the next page rendered without data shows none of it', () => {
    const bare: PageData = { device: 'desktop', host: HOST, locale: 'en-US' };
    serverPage('/projects');
    serverPage(`/writing/${markdownPostFixture.slug}`);
    serverPage('/writing');
    serverPage('/about/quickview');
    expect(serverPage('/projects', 'desktop', bare).getByRole('status')).toHaveTextContent('Loading projects...');
    expect(serverPage(`/writing/${markdownPostFixture.slug}`, 'desktop', bare).getByRole('status')).toHaveTextContent('Loading post...');
    expect(serverPage('/writing', 'desktop', bare).getByRole('status')).toHaveTextContent('Loading posts...');
    expect(serverPage('/about/quickview', 'desktop', bare).getByRole('status')).toHaveTextContent('Loading overview...');
  });
});
