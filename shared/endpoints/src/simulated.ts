/** The source a record or a page's data names while the simulator feeds it (spec: "Simulated data"). */
export const SIMULATED_SOURCE = 'Simulated data';
