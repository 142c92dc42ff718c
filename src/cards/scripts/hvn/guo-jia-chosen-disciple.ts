import { cardScript, ifThen, not, onEnter, triggered } from '../../define.js';

const fatestoneRegalia = { subtype: 'FATESTONE', supertype: 'REGALIA' } as const;

export default cardScript('guo-jia-chosen-disciple', {
  abilities: [
    // No Fatestone regalia of yours on the field: the cheapest one (memory cost) of the revealed material deck goes onto the field.
    triggered(onEnter(), [ifThen(not({ kind: 'controlsCount', filter: fatestoneRegalia, min: 1 }), [{ op: 'lowestToField', filter: fatestoneRegalia }])]),
  ],
});
