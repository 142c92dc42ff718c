// The league module's public surface: pure operations over a League document.
export * from './model.js';
export type { LeagueError, LeagueErrorCode, MissingResult, OpResult } from './outcome.js';
export { createLeague, join, drop, disqualify, type JoinOptions } from './registration.js';
export { startRound, endRound, repairRound } from './rounds.js';
export { reportResult, confirmResult, rejectResult, setResult, type ReportStatus } from './results.js';
export { recordLadderMatch, closeRatingPeriod, ladderRatings, ladderLeaderboard, periodEnd, type LeaderboardRow } from './ladder.js';
export { closeSeason } from './season.js';
export { swissStandings, missingResults, currentMatchOf, findMatch, findPlayer, type LeagueStandingsRow } from './queries.js';
export { standingsCsv, resultsCsv, leaderboardCsv } from './export-csv.js';
