import { cardScript, recover, self, triggered } from '../../define.js';

export default cardScript('proto-key-crest', {
  abilities: [triggered({ on: 'charge', count: 3 }, [{ op: 'returnToMaterialDeck', subject: self() }, recover(3)])],
});
