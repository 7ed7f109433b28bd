// Address search behind GET /api/geo/search: asks the Géoplateforme geocoder (ADDRESS_API_URL) with a short
// timeout and validates its answer; on any failure it logs a warning and answers from the embedded communes
// index instead, so that a machine without internet still finds "Brive" or "19100". After a failure the
// geocoder is left alone for a cooldown, so that an offline server does not make every keystroke wait.
import {
  AddressSearchResponseSchema,
  isSearchableAddressQuery,
  type AddressFeature,
  type AddressSearchResponse,
} from '@annuaire/shared/contract/address';
import { HttpError } from '../http-error';
import type { CommunesIndex } from './communes-index';

interface Logger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export const DEFAULT_COOLDOWN_MS = 30_000;

export interface AddressSearchOptions {
  upstreamUrl: string;
  timeoutMs: number;
  /** The embedded index, loaded on first use (or warmed up at start-up). */
  loadIndex: () => Promise<CommunesIndex>;
  fetch?: typeof fetch;
  /** After a failure, answer from the index without asking the geocoder for this long. */
  cooldownMs?: number;
  now?: () => number;
}

export class AddressSearch {
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private skipUntil = 0;

  constructor(private readonly options: AddressSearchOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
  }

  /** Whether the geocoder is being left alone after a failure. */
  get coolingDown(): boolean {
    return this.now() < this.skipUntil;
  }

  /** Asks the geocoder again from the next search (tests, or an operator after an outage). */
  resetCooldown(): void {
    this.skipUntil = 0;
  }

  async search(query: string, limit: number, log: Logger): Promise<AddressSearchResponse> {
    const q = query.trim();
    if (!isSearchableAddressQuery(q)) return { type: 'FeatureCollection', features: [] };
    if (!this.coolingDown) {
      try {
        return { type: 'FeatureCollection', features: await this.askUpstream(q, limit) };
      } catch (error) {
        const cooldownMs = this.options.cooldownMs ?? DEFAULT_COOLDOWN_MS;
        this.skipUntil = this.now() + cooldownMs;
        log.warn(
          { err: error, upstream: this.options.upstreamUrl, cooldownMs },
          'géocodeur national indisponible : repli sur l’index des communes embarqué',
        );
      }
    }
    let index: CommunesIndex;
    try {
      index = await this.options.loadIndex();
    } catch (error) {
      log.error({ err: error }, 'index des communes indisponible');
      throw new HttpError(503, 'La recherche d’adresse est momentanément indisponible.');
    }
    return { type: 'FeatureCollection', features: index.search(q, limit) };
  }

  private async askUpstream(q: string, limit: number): Promise<AddressFeature[]> {
    const url = new URL(this.options.upstreamUrl);
    url.searchParams.set('q', q);
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('autocomplete', '1');
    const response = await this.fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok) {
      // Drain the body so the connection can be reused.
      await response.body?.cancel().catch(() => {});
      throw new Error(`le géocodeur a répondu ${response.status}`);
    }
    const body: unknown = await response.json();
    const parsed = AddressSearchResponseSchema.safeParse(body);
    if (!parsed.success) throw new Error(`réponse du géocodeur non conforme : ${parsed.error.message}`);
    return parsed.data.features.slice(0, limit);
  }
}
