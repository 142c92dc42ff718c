// Glicko-2 (Mark Glickman), steps 1-8 of "Example of the Glicko-2 system".

export interface Rating {
  rating: number;
  rd: number;
  volatility: number;
}

export interface RatedGame {
  opponent: Rating;
  /** 1 win, 0.5 draw, 0 loss. */
  score: number;
}

export const DEFAULT_RATING: Rating = { rating: 1500, rd: 350, volatility: 0.06 };
export const DEFAULT_TAU = 0.5;
/** An idle player's deviation never grows past a newcomer's. */
export const MAX_RD = 350;

const SCALE = 173.7178;
const CONVERGENCE = 0.000001;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The rating after one rating period in which `games` were played (possibly none). */
export function updateRating(player: Rating, games: readonly RatedGame[], tau = DEFAULT_TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.volatility;

  if (games.length === 0) {
    const phiStar = Math.sqrt(phi * phi + sigma * sigma);
    return { rating: player.rating, rd: Math.min(MAX_RD, phiStar * SCALE), volatility: sigma };
  }

  let vInverse = 0;
  let deltaSum = 0;
  for (const game of games) {
    const muJ = (game.opponent.rating - 1500) / SCALE;
    const phiJ = game.opponent.rd / SCALE;
    const gJ = g(phiJ);
    const e = expected(mu, muJ, phiJ);
    vInverse += gJ * gJ * e * (1 - e);
    deltaSum += gJ * (game.score - e);
  }
  const v = 1 / vInverse;
  const delta = v * deltaSum;

  // Step 5: the new volatility, by the Illinois variant of regula falsi.
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const denom = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * denom * denom) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > CONVERGENCE) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  const newSigma = Math.exp(A / 2);

  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * deltaSum;
  return { rating: SCALE * newMu + 1500, rd: SCALE * newPhi, volatility: newSigma };
}

export interface PeriodGame {
  a: string;
  b: string;
  /** a's score: 1, 0.5 or 0. */
  scoreA: number;
}

/**
 * Closes one rating period: everyone in `ratings` is updated at once from the ratings as
 * they stood before the period; players without games only gain deviation.
 */
export function ratePeriod(
  ratings: ReadonlyMap<string, Rating>,
  games: readonly PeriodGame[],
  tau = DEFAULT_TAU,
): Map<string, Rating> {
  const byPlayer = new Map<string, RatedGame[]>();
  const add = (id: string, game: RatedGame): void => {
    const list = byPlayer.get(id) ?? [];
    list.push(game);
    byPlayer.set(id, list);
  };
  const before = (id: string): Rating => {
    const r = ratings.get(id);
    if (!r) throw new Error(`ratePeriod: game references unrated player ${id}`);
    return r;
  };
  for (const game of games) {
    add(game.a, { opponent: before(game.b), score: game.scoreA });
    add(game.b, { opponent: before(game.a), score: 1 - game.scoreA });
  }
  const after = new Map<string, Rating>();
  for (const [id, rating] of ratings) after.set(id, updateRating(rating, byPlayer.get(id) ?? [], tau));
  return after;
}
