import type { SiteConfig } from '@portfolio/contracts/config';
import { ABOUT_FILES, aboutFileLines, isOpenableUrl, linkText, type AboutFileName, type AboutLine } from '../../domain/aboutFiles';
import { paragraphs, unwrap } from '../../domain/paragraphs';
import { groupListLines } from '../../domain/resumeList';
import { NoScript } from '../shared/NoScript/NoScript';

function Line({ line }: { line: AboutLine }) {
  if (line.kind === 'text') return <p>{line.text}</p>;
  return (
    <p>
      {`${line.label}: `}
      {line.url !== '' && isOpenableUrl(line.url) ? <a href={line.url}>{linkText(line.url)}</a> : linkText(line.url)}
    </p>
  );
}

/**
 * A file's text for a reader: the profile's hard-wrapped lines joined into paragraphs, the resume's
 * `- ` lines as a list, every other line as `cat` prints it.
 */
function FileText({ file, config }: { file: AboutFileName; config: SiteConfig }) {
  if (file === 'about.txt') {
    return paragraphs(config.profileText).map((paragraph, index) => <p key={index}>{unwrap(paragraph)}</p>);
  }
  const lines = aboutFileLines(file, config);
  const blocks = file === 'resume.pdf' ? groupListLines(lines) : lines;
  return blocks.map((block, index) =>
    block.kind === 'list' ? (
      <ul key={index}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>{item}</li>
        ))}
      </ul>
    ) : (
      <Line key={index} line={block} />
    ),
  );
}

/** The about terminal without scripts: every file's text, as `cat` would print it, links as links. */
export function AboutNoScript({ config }: { config: SiteConfig }) {
  return (
    <NoScript>
      {ABOUT_FILES.map((file) => (
        <section key={file} aria-label={file}>
          <p>{`$ cat ${file}`}</p>
          <FileText file={file} config={config} />
        </section>
      ))}
    </NoScript>
  );
}
