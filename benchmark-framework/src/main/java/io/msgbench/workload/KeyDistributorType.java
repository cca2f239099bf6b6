package io.msgbench.workload;

/** How producers choose message keys; the names are OMB's so that its workload files load unchanged. */
public enum KeyDistributorType {
    /** Messages carry no key; the system spreads them over partitions itself. */
    NO_KEY,
    /** Each producer cycles through the key set in order. */
    KEY_ROUND_ROBIN,
    /** Each message gets a key picked uniformly at random from the key set. */
    RANDOM_NANO,
    /** Skewed keys: the key of rank r (from 1) is picked with probability proportional to 1/r^zipfExponent. */
    ZIPF
}
