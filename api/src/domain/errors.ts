// What the domain refuses, in its own terms. The domain knows nothing of HTTP: http/errors.ts gives each
// kind its status code and sends the detail as it is.

/** A refusal whose detail is written for the API's client. */
export abstract class DomainError extends Error {
  abstract readonly kind: 'login-required';

  constructor(readonly detail: string) {
    super(detail);
    this.name = new.target.name;
  }
}

/** Allowed to signed-in users only. */
export class LoginRequired extends DomainError {
  readonly kind = 'login-required';
}
