/** Response types of the social layer: follows, friends and My Feed. */
import type { OrganizationType } from '../limits';
import type { MediaItem } from './media-types';
import type { PartyEventSummary } from './catalog-types';

/** The viewer's follow of a chapter and its follower count. */
export interface FollowResponse {
  following: boolean;
  followerCount: number;
}

/** A chapter in the Following list. */
export interface FollowedChapter {
  id: string;
  letters: string;
  name: string;
  type: OrganizationType;
  schoolName: string;
  state: string;
}

/** An upcoming party event of a followed chapter, with the chapter's letters and name. */
export interface FeedEvent extends PartyEventSummary {
  letters: string;
  organizationName: string;
  schoolName: string;
}

/** My Feed in one call: followed chapters' upcoming events and recent photos, and the Following list. */
export interface FeedResponse {
  events: FeedEvent[];
  photos: MediaItem[];
  following: FollowedChapter[];
}

/** Another person as friend lists and search show them: name and school (an e-mail only to who typed it). */
export interface PersonView {
  id: string;
  fullName: string;
  schoolName: string | null;
  /** Only when the searcher typed this exact address. */
  email?: string;
}

export interface FriendsResponse {
  friends: PersonView[];
  /** Requests others sent to the viewer. */
  incoming: PersonView[];
  /** Requests the viewer sent. */
  sent: PersonView[];
}

export interface FriendSearchResponse {
  results: PersonView[];
}

/** A request sent: still pending, or accepted at once (the other person had already asked). */
export interface FriendRequestResponse {
  status: 'pending' | 'accepted';
}
