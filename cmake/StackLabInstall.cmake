# stacklab_install_for_prefix(FILE <configured file> DESTINATION <dir relative to the prefix>
#                             [GZIP] [PERMISSIONS ...])
# Installs FILE with every "@STACKLAB_PREFIX@" in it replaced by the prefix it is installed to,
# decided at install time: `cmake --install --prefix /opt/x` writes /opt/x, the Debian package
# (CPack, DESTDIR staging) writes /usr. The polkit actions' exec.path and the manual pages' FILES
# sections name installed paths this way. GZIP compresses it as Debian wants (-9n).
function(stacklab_install_for_prefix)
    cmake_parse_arguments(ARG "GZIP" "FILE;DESTINATION" "" ${ARGN})
    get_filename_component(name ${ARG_FILE} NAME)
    set(staged ${CMAKE_CURRENT_BINARY_DIR}/for-prefix/${name})
    set(installed ${staged})
    set(compress "")
    if(ARG_GZIP)
        set(installed ${staged}.gz)
        set(compress "execute_process(COMMAND gzip -9n -f \"${staged}\" COMMAND_ERROR_IS_FATAL ANY)")
    endif()
    install(CODE "
        file(READ \"${ARG_FILE}\" text)
        string(REPLACE \"@STACKLAB_PREFIX@\" \"\${CMAKE_INSTALL_PREFIX}\" text \"\${text}\")
        file(WRITE \"${staged}\" \"\${text}\")
        ${compress}
        file(INSTALL DESTINATION \"\${CMAKE_INSTALL_PREFIX}/${ARG_DESTINATION}\" TYPE FILE
             PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ FILES \"${installed}\")
    ")
endfunction()
