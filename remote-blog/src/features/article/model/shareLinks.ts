import type { SharingConfig } from 'shared-contracts';

export interface ShareLink {
  network: 'twitter' | 'facebook' | 'linkedin' | 'whatsapp';
  label: string;
  href: string;
}

/** One link per enabled network, sharing `url`; Twitter/X and WhatsApp also carry the title. */
export function shareLinks(config: SharingConfig, url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const links: (ShareLink | false)[] = [
    config.TWITTER && { network: 'twitter', label: 'Twitter / X', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    config.FACEBOOK && { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    config.LINKEDIN && { network: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    config.WHATSAPP && { network: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
  return links.filter((link): link is ShareLink => Boolean(link));
}

/** The address of the page being read, without any #section. */
export function currentPageUrl(): string {
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}`;
}
