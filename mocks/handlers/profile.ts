import { http, HttpResponse } from 'msw';
import { apiPath, networkDelay } from '../scenarios';
import { userFromAuthorization } from './auth';
import { sayTo } from './messages';

export const profileHandlers = [
  http.get(apiPath('/api/users/profile/'), async ({ request }) => {
    await networkDelay(250);
    const user = userFromAuthorization(request);
    if (!user) return HttpResponse.json({ detail: sayTo(request, 'tokenNotValid') }, { status: 401 });
    return HttpResponse.json({
      success: true,
      user: {
        full_name: user.full_name,
        email: user.email,
        phone: user.phone,
        gender: user.gender,
        country: user.country,
        birth_date: user.birthday,
      },
    });
  }),
];
