import type { Router } from 'express';
import type { People } from '../../application/people/people-service.js';
import { adminRouter } from './admin-routes.js';
import { contactRouter, newsletterRouter } from './community-routes.js';
import { avatarRouter, professionalSignUpRouter, professionalsRouter, recommendationsRouter, usersRouter } from './people-routes.js';

type Mounts = [mount: string, router: Router][];

/** Issue 5's routers: `open` ones are served without the API key (avatars for <img src>), the rest as usual. */
export function peopleMounts(people: People): { open: Mounts; api: Mounts } {
  return {
    open: [['/users', avatarRouter(people)]],
    api: [
      ['/auth', professionalSignUpRouter(people)],
      ['/users', usersRouter(people)],
      ['/admin', adminRouter(people)],
      ['/professionals', professionalsRouter(people)],
      ['/recommendations', recommendationsRouter(people)],
      ['/contact', contactRouter(people)],
      ['/newsletter', newsletterRouter(people)],
    ],
  };
}
