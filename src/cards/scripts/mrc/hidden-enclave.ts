import { cardScript, mill, triggered } from '../../define.js';

// At the start of every player's recollection phase, that player (the turn player) mills one.
export default cardScript('hidden-enclave', {
  abilities: [triggered({ on: 'beginPhase', phase: 'recollection', whose: 'each' }, [mill(1, 'turnPlayer')])],
});
