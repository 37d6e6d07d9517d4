import { browser } from 'wxt/browser';
import { type AutofillDetails, ask, type Message, type SessionStatus } from '../../lib/messages';

const send = (message: Message) => browser.runtime.sendMessage(message);
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const status = $('status');
const emailForm = $<HTMLFormElement>('email-form');
const codeForm = $<HTMLFormElement>('code-form');
const signedIn = $('signed-in');
const detailsForm = $<HTMLFormElement>('details-form');
let email = '';

const say = (text: string) => {
  status.textContent = text;
};

const showDetails = (profile: Extract<SessionStatus, { signedIn: true }>['profile']) => {
  if (!profile) return;
  for (const name of ['phone', 'address_line', 'city', 'postcode', 'country'] as const) {
    $<HTMLInputElement>(name).value = profile[name] ?? '';
  }
  for (const name of ['authorised_to_work', 'requires_sponsorship'] as const) {
    const value = profile[name];
    $<HTMLSelectElement>(name).value = value === null ? '' : String(value);
  }
  $<HTMLInputElement>('share_equal_opportunities').checked = profile.share_equal_opportunities;
};

const render = (session: SessionStatus) => {
  emailForm.hidden = session.signedIn;
  codeForm.hidden = true;
  signedIn.hidden = !session.signedIn;
  if (session.signedIn) {
    $('who').textContent = session.name ? `${session.name} (${session.email})` : session.email;
    showDetails(session.profile);
  }
};

const attempt = async (work: () => Promise<void>) => {
  try {
    await work();
  } catch (error) {
    say(error instanceof Error ? error.message : 'Something went wrong.');
  }
};

emailForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void attempt(async () => {
    email = $<HTMLInputElement>('email').value.trim();
    const answer = await ask(send, { type: 'session/request-code', email });
    say(answer.message);
    emailForm.hidden = true;
    codeForm.hidden = false;
    $<HTMLInputElement>('otp').focus();
  });
});

codeForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void attempt(async () => {
    const otp = $<HTMLInputElement>('otp').value.trim();
    const session = await ask(send, { type: 'session/sign-in', email, otp });
    say('');
    render(session);
  });
});

$('other-email').addEventListener('click', () => {
  say('');
  render({ signedIn: false });
});

const choice = (name: string) => {
  const value = $<HTMLSelectElement>(name).value;
  return value === '' ? null : value === 'true';
};

detailsForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void attempt(async () => {
    const text = (name: string) => $<HTMLInputElement>(name).value.trim() || null;
    const details: Partial<AutofillDetails> = {
      phone: text('phone'),
      address_line: text('address_line'),
      city: text('city'),
      postcode: text('postcode'),
      country: text('country'),
      authorised_to_work: choice('authorised_to_work'),
      requires_sponsorship: choice('requires_sponsorship'),
      share_equal_opportunities: $<HTMLInputElement>('share_equal_opportunities').checked,
    };
    showDetails(await ask(send, { type: 'autofill/save-details', details }));
    say('Saved. Forms are filled with these from now on.');
  });
});

$('sign-out').addEventListener('click', () => {
  void attempt(async () => {
    render(await ask(send, { type: 'session/sign-out' }));
    say('Signed out.');
  });
});

void attempt(async () => render(await ask(send, { type: 'session/status' })));
