import { cardScript, triggered } from '../../define.js';

// On Ally Kill: the killed ally's card comes back from its owner's graveyard under your control, rested, a Spirit too.
export default cardScript('possessed-reaping', {
  abilities: [triggered({ on: 'kill' }, [{ op: 'graveyardToField', card: 'eventCard', underYourControl: true, rested: true, addSubtypes: ['SPIRIT'] }])],
});
