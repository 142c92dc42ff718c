import { cardScript, have, objectSet, triggered } from '../../define.js';

export default cardScript('foretold-bloom', {
  onResolve: [have(objectSet('yourObjects', { subtype: 'HERB' }), [{ kind: 'gainAbility', ability: triggered({ on: 'sacrifice' }, [{ op: 'glimpse', count: 2 }]) }], 'untilEndOfTurn')],
});
