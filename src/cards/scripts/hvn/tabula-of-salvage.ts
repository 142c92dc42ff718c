import { activated, banishSelf, cardScript } from '../../define.js';

// The cards go under the deck in the order they are picked (the player's "any order").
export default cardScript('tabula-of-salvage', { abilities: [activated([banishSelf()], [{ op: 'pickCards', purpose: 'graveyardToBottom', max: 5 }])] });
