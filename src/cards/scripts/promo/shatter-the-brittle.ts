import { cardScript, staticAbility, target } from '../../define.js';

export default cardScript('shatter-the-brittle', {
  abilities: [staticAbility({ kind: 'activateOnly' }, { kind: 'controlsCount', filter: { anySubtype: ['FATESTONE', 'FATEBOUND'] }, min: 1 })],
  targets: [{ kind: 'object', anyType: ['ITEM', 'WEAPON'], costAtMost: { memory: 1, reserve: 5 } }],
  onResolve: [{ op: 'destroyOrElse', subject: target(0), otherwise: [], controllerDrawsIntoMemory: 1 }],
});
