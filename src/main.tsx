/** The browser entry: starts the app (mocks in demo builds, translations, then hydration or a fresh render). */
import { boot } from '@/app/start';

void boot();
