// The blog's RSS feed in English (announced in every English page's head).
import { blogFeed } from '../../../app/feed';

export const GET = () => blogFeed('en');
