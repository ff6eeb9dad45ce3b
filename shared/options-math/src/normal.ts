const INV_SQRT_2PI = 0.3989422804014327;
const SQRT_2PI = 2.506628274631;

/** Standard normal density φ(x). */
export function normalPdf(x: number): number {
  return INV_SQRT_2PI * Math.exp(-0.5 * x * x);
}

/**
 * Standard normal cumulative distribution N(x), Hart's (1968) double-precision algorithm as
 * published by G. West, "Better approximations to cumulative normal functions" (2005): absolute
 * error below 1e-14 everywhere, far inside the 1e-7 that option prices need. A plain erf
 * approximation (Abramowitz–Stegun 7.1.26, ~1e-7) loses relative accuracy in the tails, where
 * deep out-of-the-money prices live.
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const z = Math.abs(x);
  let tail: number;
  if (z > 37) {
    tail = 0;
  } else {
    const e = Math.exp((-z * z) / 2);
    if (z < 7.07106781186547) {
      let num = 3.52624965998911e-2 * z + 0.700383064443688;
      num = num * z + 6.37396220353165;
      num = num * z + 33.912866078383;
      num = num * z + 112.079291497871;
      num = num * z + 221.213596169931;
      num = num * z + 220.206867912376;
      let den = 8.83883476483184e-2 * z + 1.75566716318264;
      den = den * z + 16.064177579207;
      den = den * z + 86.7807322029461;
      den = den * z + 296.564248779674;
      den = den * z + 637.333633378831;
      den = den * z + 793.826512519948;
      den = den * z + 440.413735824752;
      tail = (e * num) / den;
    } else {
      // Continued fraction for the far tail.
      let cf = z + 0.65;
      cf = z + 4 / cf;
      cf = z + 3 / cf;
      cf = z + 2 / cf;
      cf = z + 1 / cf;
      tail = e / cf / SQRT_2PI;
    }
  }
  return x > 0 ? 1 - tail : tail;
}
