import { httpClient } from '../http-client';

// spec §7 "v1/subscriptions/{partition}/{token}: unfollow by link". Anonymous: the token is the proof.
/** 'optional' (issue 18): an account mail's one-click header, every optional mail (notifications and newsletter) off. */
export type MailLinkPartition = 'notifications' | 'mailing' | 'author' | 'optional';
export interface MailLinkAnswer {
  partition: MailLinkPartition;
  author_name: string | null;
}

const path = (partition: MailLinkPartition, token: string) => `v1/subscriptions/${partition}/${encodeURIComponent(token)}`;

/** What the link will do; does not use the token. */
export const readMailLink = (partition: MailLinkPartition, token: string): Promise<MailLinkAnswer> =>
  httpClient().request('get', path(partition, token), { noValidate: true });
/** Uses the single-use token: opts out of the partition or unfollows the author. */
export const applyMailLink = (partition: MailLinkPartition, token: string): Promise<MailLinkAnswer> =>
  httpClient().request('post', path(partition, token), { noValidate: true });
