public enum StrategyPlaceholder {}
