// The blog's RSS feed in Spanish (announced in every Spanish page's head).
import { blogFeed } from '../../app/feed';

export const GET = () => blogFeed('es');
