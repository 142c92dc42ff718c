import { cardScript, triggered } from '../../define.js';

export default cardScript('mirrordepths-blade', {
  abilities: [triggered({ on: 'banish' }, [{ op: 'lookAtTop', count: 1, toGraveyard: { min: 0, max: 1 }, rest: 'top' }])],
});
