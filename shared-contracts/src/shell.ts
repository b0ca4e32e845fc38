// The shell contract: what the host hands every remote.
import type { RemoteName } from './constants';
import type { User } from './entities';
import remoteList from './remotes.json';

/** The runtime config document the host fetches at start (/config.json), written from environment variables. */
export interface RuntimeConfig {
  /** Absolute or root-relative base of the API, ending in /api. */
  apiBaseUrl: string;
  /** Public origin of the site, for canonical links and structured data. */
  siteUrl: string;
  /** Where each remote's mf-manifest.json lives. */
  remotes: Record<RemoteName, string>;
  support: SupportConfig;
  /** Milliseconds before an API call counts as timed out. */
  apiTimeoutMs: number;
}

export interface SupportConfig {
  upiId: string;
  payeeName: string;
  paymentLink: string;
}

export interface RequestOptions {
  params?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Skip the global api-error alert for answers with an HTTP status (the caller shows its own message).
   * No answer at all (unreachable server, timeout) still raises it: only the alert says so.
   */
  silent?: boolean;
  /** Send cookies cross-origin (the csrftoken cookie of the password-reset calls and GET /csrf/). */
  withCredentials?: boolean;
  /** No bearer token and no refresh-and-retry on a 401 (login, sign-up, token refresh: calls made without a session). */
  anonymous?: boolean;
}

/** The API client bound to the API base URL: bearer token, one refresh and one retry on 401, api-error event. */
export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export interface Session {
  user: User | null;
  isAuthenticated: boolean;
  /** The access token, for calls that must carry it (e.g. downloads). */
  accessToken: string | null;
  login(tokens: { access: string; refresh: string }, user?: User | null): Promise<void>;
  logout(): void;
  /** Refreshes the tokens (POST /token/refresh/); false, and the session ends, when that is refused. */
  refresh(): Promise<boolean>;
  /** Replaces the signed-in user (e.g. after a profile update). Optional: a guest shell has none. */
  updateUser?(user: User): void;
}

export interface ShellContract {
  session: Session;
  api: ApiClient;
  /** Ask the visitor to log in (Feature Locked / Login Required flow): goes to /auth with returnTo. */
  requireLogin(returnTo: string): void;
  config: RuntimeConfig;
  /** True when the remote runs inside its own standalone page rather than the host. */
  standalone: boolean;
}

/** Props every remote's exposed App receives from the host (or from its standalone page). */
export interface RemoteAppProps {
  shell: ShellContract;
  /** Path the remote is mounted under in the host, e.g. "/rankings". */
  basePath?: string;
}

/** The exam a predicted rank belongs to, as a predictor widget hands it to a finder. */
export type PredictorExamType = 'jee_main' | 'jee_advanced' | 'mhtcet';

/**
 * Props of each predictor widget the predictors remote exposes (./JeeMainPredictor, ./JeeAdvancedPredictor,
 * ./MhtcetPredictor). The widget provides the shell to its own tree, so it works wherever it is mounted.
 * With onUseRank it shows "Find colleges with this rank", which calls onUseRank(predicted_rank, exam):
 * 'jee_main' or 'jee_advanced' from the JEE widgets, 'mhtcet' from the MHT-CET one (`Exam` narrows it for a
 * page that mounts only some of them).
 */
export interface PredictorWidgetProps<Exam extends PredictorExamType = PredictorExamType> {
  shell: ShellContract;
  onUseRank?: (rank: number, examType: Exam) => void;
}

/** A federated section: its package, local port, the host paths it serves and its manifest's variable. */
export interface RemoteEntry {
  name: RemoteName;
  package: string;
  /** Where `npm start` and `npm run dev` serve it (the e2e suite adds 10000). */
  port: number;
  /** The host paths it is mounted at (none: only its widgets are loaded, by another remote). */
  routes: string[];
  /** How the host names it in a loading or failure message. */
  title: string;
  /** The environment variable that sets its manifest URL in /config.json. */
  manifestVariable: string;
}

/**
 * Every remote, from remotes.json: the one list the scripts, Jest, the e2e suite, the API's CORS defaults
 * and the /config.json writer read too (they read the JSON file directly; this is its typed view).
 */
export const REMOTES = remoteList.remotes as RemoteEntry[];

/**
 * Where the host's origin serves the runtime config: the app fetches it there, the static server writes it
 * there, and the host's pages preload it from there (remotes.json, read by the scripts and the build too).
 */
export const RUNTIME_CONFIG_PATH: string = remoteList.runtimeConfigPath;

/** Where `npm start` and `npm run dev` serve the host. */
export const HOST_LOCAL_PORT: number = remoteList.host.port;

export const REMOTE_ROUTES = Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.routes])) as Record<RemoteName, string[]>;

export const REMOTE_TITLES = Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.title])) as Record<RemoteName, string>;
