import type { SiteConfig } from '@portfolio/contracts/config';
import { ABOUT_FILES, aboutFileLines, isOpenableUrl, linkText } from '../../domain/aboutFiles';
import { NoScript } from '../shared/NoScript/NoScript';

/** The about terminal without scripts: every file's text, as `cat` would print it, links as links. */
export function AboutNoScript({ config }: { config: SiteConfig }) {
  return (
    <NoScript>
      {ABOUT_FILES.map((file) => (
        <section key={file} aria-label={file}>
          <p>{`$ cat ${file}`}</p>
          {aboutFileLines(file, config).map((line, index) =>
            line.kind === 'text' ? (
              <p key={index}>{line.text}</p>
            ) : (
              <p key={index}>
                {`${line.label}: `}
                {line.url !== '' && isOpenableUrl(line.url) ? <a href={line.url}>{linkText(line.url)}</a> : linkText(line.url)}
              </p>
            ),
          )}
        </section>
      ))}
    </NoScript>
  );
}
