// Google sign-in as a standard OpenID Connect authorization-code flow with PKCE (S256), state and nonce,
// through openid-client 5 (CommonJS; it discovers the issuer, exchanges the code with the client secret,
// and verifies the ID token: signature from the issuer's JWKS, iss, aud, exp, nonce, at_hash).
import { custom, errors, generators, Issuer, type BaseClient, type IdTokenClaims } from 'openid-client';
import type { OidcConfig } from './config';

export const OIDC_SCOPES = 'openid email profile';
/** How long a started sign-in may take before its state is refused. */
export const OIDC_STATE_TTL_MS = 10 * 60_000;
const HTTP_TIMEOUT_MS = 8000;

custom.setHttpOptionsDefaults({ timeout: HTTP_TIMEOUT_MS });

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  codeChallenge: string;
}

export interface ProviderProfile {
  /** "<issuer> <sub>": stable id of the provider account. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/** Why a sign-in failed: the provider refused the code ('provider'), the answer did not verify ('invalid'), or the provider could not be reached ('unavailable'). */
export class OidcFailure extends Error {
  constructor(
    readonly kind: 'provider' | 'invalid' | 'unavailable',
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'OidcFailure';
  }
}

export function newPendingSignIn(): PendingSignIn {
  const codeVerifier = generators.codeVerifier();
  return { state: generators.state(), nonce: generators.nonce(), codeVerifier, codeChallenge: generators.codeChallenge(codeVerifier) };
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function profileFrom(issuer: string, claims: IdTokenClaims | Record<string, unknown>): ProviderProfile {
  const name = asText(claims.name);
  const [first, ...rest] = name.split(/\s+/);
  const email = asText(claims.email);
  return {
    subject: `${issuer} ${String(claims.sub)}`,
    email: email || null,
    // Google sends a boolean; some providers send the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: asText(claims.given_name) || first || '',
    familyName: asText(claims.family_name) || rest.join(' '),
  };
}

function classify(error: unknown): OidcFailure {
  if (error instanceof OidcFailure) return error;
  if (error instanceof errors.OPError) return new OidcFailure('provider', error.error ?? 'invalid_grant', error.error_description ?? error.message);
  if (error instanceof errors.RPError) return new OidcFailure('invalid', 'invalid_id_token', error.message);
  return new OidcFailure('unavailable', 'temporarily_unavailable', error instanceof Error ? error.message : String(error));
}

export class OidcSignIn {
  private client: Promise<BaseClient> | null = null;

  constructor(private readonly config: OidcConfig) {}

  get configured(): boolean {
    return Boolean(this.config.clientId && this.config.clientSecret);
  }

  /** The discovered client, cached; a failed discovery is retried on the next call. */
  private getClient(): Promise<BaseClient> {
    if (!this.configured) return Promise.reject(new OidcFailure('unavailable', 'not_configured', 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are not set.'));
    this.client ??= Issuer.discover(this.config.issuer)
      .then(
        (issuer) =>
          new issuer.Client({
            client_id: this.config.clientId as string,
            client_secret: this.config.clientSecret as string,
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          }),
      )
      .catch((error: unknown) => {
        this.client = null;
        throw new OidcFailure('unavailable', 'temporarily_unavailable', `Discovery of ${this.config.issuer} failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    return this.client;
  }

  /** The provider's authorization URL for this sign-in. */
  async authorizationUrl(pending: PendingSignIn, redirectUri: string, loginHint?: string): Promise<string> {
    const client = await this.getClient();
    return client.authorizationUrl({
      scope: OIDC_SCOPES,
      redirect_uri: redirectUri,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: pending.codeChallenge,
      code_challenge_method: 'S256',
      ...(loginHint ? { login_hint: loginHint } : {}),
    });
  }

  /** Exchanges the code and verifies the ID token; the profile comes from the ID token, or the userinfo endpoint if it lacks the e-mail. */
  async exchange(code: string, redirectUri: string, pending: Omit<PendingSignIn, 'codeChallenge'>, iss?: string): Promise<ProviderProfile> {
    try {
      const client = await this.getClient();
      // RFC 9207: a provider that sends `iss` with the code (oidc-provider does; Google does not) has it
      // checked. The bridge page may pass it on; if it does not, there is only one issuer here, so it is ours.
      const issuer = String(client.issuer.metadata.issuer);
      if (iss !== undefined && iss !== issuer) throw new OidcFailure('invalid', 'invalid_issuer', `The response came from ${iss}, not ${issuer}.`);
      const tokens = await client.callback(
        redirectUri,
        { code, state: pending.state, ...(client.issuer.metadata.authorization_response_iss_parameter_supported ? { iss: issuer } : {}) },
        { state: pending.state, nonce: pending.nonce, code_verifier: pending.codeVerifier, response_type: 'code' },
      );
      const claims = tokens.claims();
      if (claims.email || !tokens.access_token) return profileFrom(issuer, claims);
      const info = await client.userinfo(tokens.access_token);
      if (info.sub !== claims.sub) throw new OidcFailure('invalid', 'invalid_userinfo', 'The userinfo subject differs from the ID token subject.');
      return profileFrom(issuer, { ...info, sub: claims.sub });
    } catch (error) {
      throw classify(error);
    }
  }
}
