import type { CardDef } from '../../vocabulary.js';
import servilePossessions from './servile-possessions.js';
import astralShard from './astral-shard.js';
import backdash from './backdash.js';
import dreamyUnicorn from './dreamy-unicorn.js';
import flickeringCinder from './flickering-cinder.js';
import languidToadtroll from './languid-toadtroll.js';
import longtailGrovesward from './longtail-grovesward.js';
import nocturnalBlossom from './nocturnal-blossom.js';
import pridesVanguard from './prides-vanguard.js';
import royalOrdinance from './royal-ordinance.js';
import thronekeeperBullfrog from './thronekeeper-bullfrog.js';
import baubleOfScarcity from './bauble-of-scarcity.js';
import raisedSlash from './raised-slash.js';
import embercryptBurn from './embercrypt-burn.js';
import nobleDissolution from './noble-dissolution.js';
import scorchedConquest from './scorched-conquest.js';
import sleightOfHand from './sleight-of-hand.js';
import exsanguinatingWallop from './exsanguinating-wallop.js';
import dredgingStreams from './dredging-streams.js';

/** Scripted cards first printed in this set (facts + script), one file per card beside this index. */
export const cards: CardDef[] = [
  astralShard,
  backdash,
  dreamyUnicorn,
  flickeringCinder,
  languidToadtroll,
  longtailGrovesward,
  nocturnalBlossom,
  pridesVanguard,
  royalOrdinance,
  thronekeeperBullfrog,
  baubleOfScarcity,
  raisedSlash,
  embercryptBurn,
  nobleDissolution,
  scorchedConquest,
  sleightOfHand,
  exsanguinatingWallop,
  dredgingStreams,
  servilePossessions,
];
