/** The example is a module, so that it compiles against what shannon-zdd exports and nothing else. */
module example.cornerpaths {
    requires dev.shannon.zdd;

    exports example;
}
